/**
 * Editor of the attendee list: rows per page, and the server's render (the
 * editing user's own list) as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type AttendeeListAttributes = {
	perPage: number;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< AttendeeListAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'List settings', 'eventsmith' ) }>
					<RangeControl
						label={ __( 'Attendees per page', 'eventsmith' ) }
						value={ attributes.perPage }
						min={ 5 }
						max={ 50 }
						onChange={ ( value ) =>
							setAttributes( { perPage: value ?? 20 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/attendee-list"
				attributes={ attributes }
			/>
		</div>
	);
}
