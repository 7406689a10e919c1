/**
 * `#/shortcodes`: choose a widget, fill its form, copy the shortcode, see
 * the widget rendered by the server, and get a script for other websites.
 */
import { SelectControl } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Screen } from '../../components/screen/screen';
import { CopyButton } from './copy-button';
import { EmbedScripts } from './embed-scripts';
import {
	defaultValues,
	shortcodeText,
	withChange,
	type Values,
} from './shortcode-text';
import { WidgetForm } from './widget-form';
import { WidgetPreview } from './widget-preview';
import { WIDGETS, widgetLabel } from './widgets';

export default function ShortcodesScreen() {
	const [ tag, setTag ] = useState( '' );
	const [ values, setValues ] = useState< Values >( {} );
	const widget = WIDGETS.find( ( item ) => item.tag === tag );
	const shortcode = useMemo(
		() => ( widget ? shortcodeText( widget, values ) : '' ),
		[ widget, values ]
	);

	const choose = ( next: string ) => {
		setTag( next );
		const chosen = WIDGETS.find( ( item ) => item.tag === next );
		setValues( chosen ? defaultValues( chosen ) : {} );
	};

	return (
		<Screen title={ __( 'Shortcodes', 'eventsmith' ) }>
			<div className="eventsmith-shortcodes">
				<div className="eventsmith-shortcodes__form">
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Widget', 'eventsmith' ) }
						value={ tag }
						options={ [
							{
								value: '',
								label: __(
									'— Choose a widget —',
									'eventsmith'
								),
							},
							...WIDGETS.map( ( item ) => ( {
								value: item.tag,
								label: widgetLabel( item ),
							} ) ),
						] }
						onChange={ choose }
					/>
					{ widget && (
						<WidgetForm
							key={ widget.tag }
							widget={ widget }
							values={ values }
							onChange={ ( name, value ) =>
								setValues( ( current ) =>
									withChange( widget, current, name, value )
								)
							}
						/>
					) }
				</div>
				<div className="eventsmith-shortcodes__output">
					<h3 className="eventsmith-shortcodes__subtitle">
						{ __( 'Shortcode', 'eventsmith' ) }
					</h3>
					<div className="eventsmith-shortcodes__code-row">
						<output
							className="eventsmith-shortcodes__code"
							aria-label={ __(
								'Generated shortcode',
								'eventsmith'
							) }
						>
							{ shortcode ||
								__( 'No shortcode yet.', 'eventsmith' ) }
						</output>
						<CopyButton
							text={ shortcode }
							label={ __( 'Copy the shortcode', 'eventsmith' ) }
							disabled={ shortcode === '' }
						/>
					</div>
					<WidgetPreview shortcode={ shortcode } />
					<EmbedScripts
						shortcode={ shortcode }
						defaultName={ widget?.title ?? '' }
					/>
				</div>
			</div>
		</Screen>
	);
}
