/**
 * Editor of the schedule widget: a picker of published schedules (by program
 * title), view and style in the sidebar, and the server's render as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type ScheduleAttributes = {
	ids: string;
	view: 'tab' | 'list';
	style: 'style-1' | 'style-2';
};

type ScheduleOption = { id: number; program_title: string; date: string };

/**
 * The picked ids as numbers, in order.
 *
 * @param ids Comma-separated ids.
 */
export function parseIds( ids: string ): number[] {
	return ids
		.split( ',' )
		.map( ( id ) => Number( id.trim() ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

/**
 * Adds or removes an id, keeping the order of the others.
 *
 * @param ids     Comma-separated ids.
 * @param id      The id.
 * @param checked Whether it is picked.
 */
export function toggleId( ids: string, id: number, checked: boolean ): string {
	const picked = parseIds( ids ).filter( ( other ) => other !== id );
	return ( checked ? [ ...picked, id ] : picked ).join( ',' );
}

function SchedulePicker( {
	ids,
	onChange,
}: {
	ids: string;
	onChange: ( ids: string ) => void;
} ) {
	const [ options, setOptions ] = useState< ScheduleOption[] | null >( null );
	const [ failed, setFailed ] = useState( false );
	useEffect( () => {
		apiFetch< { items: ScheduleOption[] } >( {
			path: '/eventsmith/v2/schedules?per_page=100',
		} )
			.then( ( answer ) => setOptions( answer.items ) )
			.catch( () => setFailed( true ) );
	}, [] );
	if ( failed ) {
		return (
			<p>{ __( 'The schedules could not be loaded.', 'eventsmith' ) }</p>
		);
	}
	if ( ! options ) {
		return <p>{ __( 'Loading schedules…', 'eventsmith' ) }</p>;
	}
	if ( ! options.length ) {
		return <p>{ __( 'No schedules yet.', 'eventsmith' ) }</p>;
	}
	const picked = parseIds( ids );
	return (
		<fieldset>
			<legend>
				{ __( 'Schedules (none picked: all)', 'eventsmith' ) }
			</legend>
			{ options.map( ( option ) => (
				<CheckboxControl
					key={ option.id }
					label={ `${ option.program_title } (${ option.date })` }
					checked={ picked.includes( option.id ) }
					onChange={ ( checked ) =>
						onChange( toggleId( ids, option.id, checked ) )
					}
				/>
			) ) }
		</fieldset>
	);
}

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ScheduleAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Schedule', 'eventsmith' ) }>
					<SchedulePicker
						ids={ attributes.ids }
						onChange={ ( ids ) => setAttributes( { ids } ) }
					/>
					<SelectControl
						label={ __( 'View', 'eventsmith' ) }
						value={ attributes.view }
						options={ [
							{ value: 'tab', label: __( 'Tabs', 'eventsmith' ) },
							{
								value: 'list',
								label: __( 'List', 'eventsmith' ),
							},
						] }
						onChange={ ( view ) =>
							setAttributes( {
								view: view as ScheduleAttributes[ 'view' ],
							} )
						}
					/>
					<SelectControl
						label={ __( 'Style', 'eventsmith' ) }
						value={ attributes.style }
						options={ [
							{
								value: 'style-1',
								label: __( 'Style 1', 'eventsmith' ),
							},
							{
								value: 'style-2',
								label: __( 'Style 2', 'eventsmith' ),
							},
						] }
						onChange={ ( style ) =>
							setAttributes( {
								style: style as ScheduleAttributes[ 'style' ],
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/schedule"
				attributes={ attributes }
			/>
		</div>
	);
}
