/**
 * Editor of the certificates widget: which details each certificate shows
 * (SC-18: event title, date, time, ticket ID), the server's render as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type CertificatesAttributes = {
	showEventTitle: boolean;
	showDate: boolean;
	showTime: boolean;
	showTicketId: boolean;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CertificatesAttributes > ) {
	const toggles: Array< [ keyof CertificatesAttributes, string ] > = [
		[ 'showEventTitle', __( 'Show event title', 'eventsmith' ) ],
		[ 'showDate', __( 'Show date', 'eventsmith' ) ],
		[ 'showTime', __( 'Show time', 'eventsmith' ) ],
		[ 'showTicketId', __( 'Show ticket ID', 'eventsmith' ) ],
	];
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Certificate details', 'eventsmith' ) }>
					{ toggles.map( ( [ name, label ] ) => (
						<ToggleControl
							key={ name }
							label={ label }
							checked={ attributes[ name ] }
							onChange={ ( checked ) =>
								setAttributes( { [ name ]: checked } )
							}
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/certificates"
				attributes={ attributes }
			/>
		</div>
	);
}
