/**
 * The spinner of `@wordpress/components` (same markup and look, see
 * _light.scss), without loading wp-components.
 */
export function LightSpinner() {
	return (
		<svg
			className="components-spinner eventsmith-spinner"
			viewBox="0 0 100 100"
			width="16"
			height="16"
			xmlns="http://www.w3.org/2000/svg"
			role="presentation"
			focusable="false"
		>
			<circle
				className="eventsmith-spinner__track"
				cx="50"
				cy="50"
				r="50"
				vectorEffect="non-scaling-stroke"
			/>
			<path
				className="eventsmith-spinner__indicator"
				d="m 50 0 a 50 50 0 0 1 50 50"
				vectorEffect="non-scaling-stroke"
			/>
		</svg>
	);
}
