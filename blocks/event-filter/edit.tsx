/**
 * Editor of the event filter: which selects the form has, and the server's
 * render as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type EventFilterAttributes = {
	showCategory: boolean;
	showStatus: boolean;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< EventFilterAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Filter form', 'eventsmith' ) }>
					<ToggleControl
						label={ __( 'Category select', 'eventsmith' ) }
						checked={ attributes.showCategory }
						onChange={ ( showCategory ) =>
							setAttributes( { showCategory } )
						}
					/>
					<ToggleControl
						label={ __( 'Status select', 'eventsmith' ) }
						checked={ attributes.showStatus }
						onChange={ ( showStatus ) =>
							setAttributes( { showStatus } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/event-filter"
				attributes={ attributes }
			/>
		</div>
	);
}
