/**
 * The fields of one session: times, title, location, speakers and
 * description, with buttons to move or remove it.
 */
import {
	Button,
	FormTokenField,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { NativeInput } from '../../components/form/native-input';
import type { Session } from './types';
import { idsOf, namesOf } from './speaker-tokens';
import type { SpeakerOption } from './use-speaker-options';

type Props = {
	index: number;
	count: number;
	session: Session;
	speakers: SpeakerOption[];
	error?: string;
	onChange: ( session: Session ) => void;
	onMove: ( offset: number ) => void;
	onRemove: () => void;
};

export function SessionFields( {
	index,
	count,
	session,
	speakers,
	error,
	onChange,
	onMove,
	onRemove,
}: Props ) {
	const set = ( change: Partial< Session > ) =>
		onChange( { ...session, ...change } );
	/* translators: %d: session number. */
	const heading = sprintf( __( 'Session %d', 'eventsmith' ), index + 1 );

	return (
		<fieldset className="eventsmith-session">
			<legend className="eventsmith-session__legend">{ heading }</legend>
			<div className="eventsmith-session__tools">
				<Button
					size="compact"
					variant="tertiary"
					disabled={ index === 0 }
					onClick={ () => onMove( -1 ) }
				>
					{ __( 'Move up', 'eventsmith' ) }
				</Button>
				<Button
					size="compact"
					variant="tertiary"
					disabled={ index === count - 1 }
					onClick={ () => onMove( 1 ) }
				>
					{ __( 'Move down', 'eventsmith' ) }
				</Button>
				<Button
					size="compact"
					variant="tertiary"
					isDestructive
					onClick={ onRemove }
				>
					{ __( 'Remove session', 'eventsmith' ) }
				</Button>
			</div>
			<div className="eventsmith-session__times">
				<NativeInput
					type="time"
					label={ __( 'Start time', 'eventsmith' ) }
					value={ session.start_time }
					onChange={ ( time ) => set( { start_time: time } ) }
				/>
				<NativeInput
					type="time"
					label={ __( 'End time', 'eventsmith' ) }
					value={ session.end_time }
					onChange={ ( time ) => set( { end_time: time } ) }
					error={ error }
				/>
			</div>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Session title', 'eventsmith' ) }
				value={ session.title }
				onChange={ ( title ) => set( { title } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Location', 'eventsmith' ) }
				value={ session.location }
				onChange={ ( location ) => set( { location } ) }
			/>
			<FormTokenField
				__nextHasNoMarginBottom
				__experimentalExpandOnFocus
				__experimentalShowHowTo={ false }
				label={ __( 'Speakers', 'eventsmith' ) }
				value={ namesOf( session.speakers, speakers ) }
				suggestions={ speakers.map( ( speaker ) => speaker.name ) }
				__experimentalValidateInput={ ( name: string ) =>
					speakers.some( ( speaker ) => speaker.name === name )
				}
				onChange={ ( tokens ) =>
					set( {
						speakers: idsOf(
							tokens.map( ( token ) =>
								typeof token === 'string' ? token : token.value
							),
							speakers
						),
					} )
				}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Description', 'eventsmith' ) }
				value={ session.objective }
				onChange={ ( objective ) => set( { objective } ) }
			/>
		</fieldset>
	);
}
