/**
 * A form's primary submit button: busy, and announced as unavailable,
 * while the form is being sent.
 */
import { Button } from '@wordpress/components';
import type { ReactNode } from 'react';

type Props = {
	isBusy: boolean;
	children: ReactNode;
};

export function SubmitButton( { isBusy, children }: Props ) {
	return (
		<Button
			variant="primary"
			type="submit"
			isBusy={ isBusy }
			aria-disabled={ isBusy }
		>
			{ children }
		</Button>
	);
}
