/**
 * Registers the speaker profile block: a speaker id in the sidebar and a
 * preview rendered by the same PHP as the front end.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import metadata from './block.json';
import './style.scss';

type Attributes = { speakerId: number };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Speaker', 'eventsmith' ) }>
					<TextControl
						type="number"
						label={ __( 'Speaker ID', 'eventsmith' ) }
						help={ __(
							'Leave at 0 to show the speaker this page is about.',
							'eventsmith'
						) }
						min={ 0 }
						value={ String( attributes.speakerId ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								speakerId: Math.max( 0, Number( value ) || 0 ),
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/speaker-profile"
				attributes={ attributes }
			/>
		</div>
	);
}

registerBlockType< Attributes >( metadata as BlockConfiguration< Attributes >, {
	edit: Edit,
	save: () => null,
} );
