/**
 * Editor view of the calendar block: views and category in the sidebar, the
 * server's own render as the preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type CalendarAttributes = {
	view: 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';
	listView: 'listMonth' | 'listWeek' | 'listDay';
	category: string;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CalendarAttributes > ) {
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Calendar', 'eventsmith' ) }>
					<SelectControl
						label={ __( 'View', 'eventsmith' ) }
						value={ attributes.view }
						options={ [
							{
								value: 'dayGridMonth',
								label: __( 'Month', 'eventsmith' ),
							},
							{
								value: 'timeGridWeek',
								label: __( 'Week', 'eventsmith' ),
							},
							{
								value: 'timeGridDay',
								label: __( 'Day', 'eventsmith' ),
							},
						] }
						onChange={ ( view ) =>
							setAttributes( {
								view: view as CalendarAttributes[ 'view' ],
							} )
						}
					/>
					<SelectControl
						label={ __( 'List view', 'eventsmith' ) }
						help={ __(
							'Shown first on narrow screens.',
							'eventsmith'
						) }
						value={ attributes.listView }
						options={ [
							{
								value: 'listMonth',
								label: __( 'Month list', 'eventsmith' ),
							},
							{
								value: 'listWeek',
								label: __( 'Week list', 'eventsmith' ),
							},
							{
								value: 'listDay',
								label: __( 'Day list', 'eventsmith' ),
							},
						] }
						onChange={ ( listView ) =>
							setAttributes( {
								listView:
									listView as CalendarAttributes[ 'listView' ],
							} )
						}
					/>
					<TextControl
						label={ __( 'Category', 'eventsmith' ) }
						help={ __(
							'Category slugs or ids, separated by commas; empty for all events.',
							'eventsmith'
						) }
						value={ attributes.category }
						onChange={ ( category ) =>
							setAttributes( { category } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<ServerSideRender
					block="eventsmith/calendar"
					attributes={ attributes }
				/>
			</div>
		</>
	);
}
