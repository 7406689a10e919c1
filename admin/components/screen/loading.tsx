/**
 * A spinner with a short text, announced to screen readers (no
 * wp-components: the first screen shows it).
 */
import { LightSpinner } from '../../../front/components/light/spinner';

export function Loading( { label }: { label: string } ) {
	return (
		<div className="eventsmith-loading" role="status">
			<LightSpinner />
			{ label }
		</div>
	);
}

export function InlineSpinner() {
	return <LightSpinner />;
}
