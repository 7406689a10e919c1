/**
 * The widget as the server renders it, in a shadow root (no scripts, no
 * dashboard styles): what a visitor sees before any JavaScript runs.
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { spinnerProps } from './spinner-props';
import { ShadowMarkup } from './shadow-markup';
import { usePreview } from './use-preview';

export function WidgetPreview( { shortcode }: { shortcode: string } ) {
	const { preview, error, isLoading } = usePreview( shortcode );
	const empty = preview !== null && preview.html.trim() === '';
	return (
		<div className="eventsmith-shortcodes__preview" aria-busy={ isLoading }>
			<div className="eventsmith-shortcodes__preview-head">
				<h3 className="eventsmith-shortcodes__subtitle">
					{ __( 'Preview', 'eventsmith' ) }
				</h3>
				{ isLoading && <Spinner { ...spinnerProps } /> }
			</div>
			{ shortcode === '' && (
				<p className="eventsmith-shortcodes__hint">
					{ __(
						'Choose a widget and fill its required fields to see it here.',
						'eventsmith'
					) }
				</p>
			) }
			{ error !== '' && (
				<p className="eventsmith-shortcodes__error" role="alert">
					{ error }
				</p>
			) }
			{ empty && (
				<p className="eventsmith-shortcodes__hint">
					{ __(
						'This widget shows nothing on this site yet.',
						'eventsmith'
					) }
				</p>
			) }
			{ preview !== null && ! empty && (
				<ShadowMarkup
					html={ preview.html }
					css={ preview.css }
					label={ __( 'Widget preview', 'eventsmith' ) }
				/>
			) }
		</div>
	);
}
