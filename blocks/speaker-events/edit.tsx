/**
 * Editor of the speaker's upcoming events: a speaker picker (none: the speaker
 * whose page is shown), the number of events and dates, the server's render
 * as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type SpeakerEventsAttributes = {
	speakerId: number;
	limit: number;
	showDate: boolean;
};

type Person = { id: number; name: string };

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< SpeakerEventsAttributes > ) {
	const [ people, setPeople ] = useState< Person[] >( [] );
	useEffect( () => {
		apiFetch< Person[] >( {
			path: '/eventsmith/v2/speakers?per_page=100',
		} )
			.then( setPeople )
			.catch( () => setPeople( [] ) );
	}, [] );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Speaker', 'eventsmith' ) }>
					<SelectControl
						label={ __( 'Speaker or organizer', 'eventsmith' ) }
						value={ String( attributes.speakerId ) }
						options={ [
							{
								value: '0',
								label: __(
									'The speaker whose page is shown',
									'eventsmith'
								),
							},
							...people.map( ( person ) => ( {
								value: String( person.id ),
								label: person.name,
							} ) ),
						] }
						onChange={ ( id ) =>
							setAttributes( { speakerId: Number( id ) } )
						}
					/>
					<RangeControl
						label={ __( 'Number of events', 'eventsmith' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.limit }
						onChange={ ( limit ) =>
							setAttributes( { limit: limit ?? 20 } )
						}
					/>
					<ToggleControl
						label={ __( 'Show dates', 'eventsmith' ) }
						checked={ attributes.showDate }
						onChange={ ( showDate ) =>
							setAttributes( { showDate } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/speaker-events"
				attributes={ attributes }
			/>
		</div>
	);
}
