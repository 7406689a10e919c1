/**
 * A spinner with a short text, announced to screen readers.
 */
import { Spinner } from '@wordpress/components';
import type { ComponentProps } from 'react';

// The 6.5-era typings of Spinner wrongly require two pointer-capture props.
const spinnerProps = {} as ComponentProps< typeof Spinner >;

export function Loading( { label }: { label: string } ) {
	return (
		<div className="eventsmith-loading" role="status">
			<Spinner { ...spinnerProps } />
			{ label }
		</div>
	);
}

export function InlineSpinner() {
	return <Spinner { ...spinnerProps } />;
}
