/**
 * Sidebar controls both sliders share: how many slides, the gap, autoplay and the style.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';

export type SliderMotion = {
	style: string;
	limit: number;
	sliderCount: number;
	space: number;
	autoplay: boolean;
};

type Props = {
	attributes: SliderMotion;
	setAttributes: ( changes: Partial< SliderMotion > ) => void;
};

export function SliderControls( { attributes, setAttributes }: Props ) {
	return (
		<PanelBody title={ __( 'Slider', 'eventsmith' ) }>
			<RangeControl
				label={ __( 'Slides in view', 'eventsmith' ) }
				help={ __(
					'On wide screens; phones show 1 and tablets 2.',
					'eventsmith'
				) }
				min={ 1 }
				max={ 10 }
				value={ attributes.sliderCount }
				onChange={ ( sliderCount ) =>
					setAttributes( { sliderCount: sliderCount ?? 3 } )
				}
			/>
			<RangeControl
				label={ __( 'Space between slides (px)', 'eventsmith' ) }
				min={ 0 }
				max={ 100 }
				value={ attributes.space }
				onChange={ ( space ) =>
					setAttributes( { space: space ?? 20 } )
				}
			/>
			<RangeControl
				label={ __( 'Limit', 'eventsmith' ) }
				min={ 1 }
				max={ 50 }
				value={ attributes.limit }
				onChange={ ( limit ) =>
					setAttributes( { limit: limit ?? 20 } )
				}
			/>
			<ToggleControl
				label={ __( 'Autoplay', 'eventsmith' ) }
				help={ __(
					'Moves on every 3 seconds; pauses on hover and focus, never with reduced motion.',
					'eventsmith'
				) }
				checked={ attributes.autoplay }
				onChange={ ( autoplay ) => setAttributes( { autoplay } ) }
			/>
			<SelectControl
				label={ __( 'Style', 'eventsmith' ) }
				value={ attributes.style }
				options={ [
					{ label: __( 'Cards', 'eventsmith' ), value: 'style-1' },
					{ label: __( 'Overlay', 'eventsmith' ), value: 'style-2' },
					{ label: __( 'Minimal', 'eventsmith' ), value: 'style-3' },
				] }
				onChange={ ( style ) => setAttributes( { style } ) }
			/>
		</PanelBody>
	);
}
