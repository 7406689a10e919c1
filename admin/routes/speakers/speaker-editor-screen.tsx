/**
 * `#/speakers/create` and `#/speakers/edit/:id`: a speaker's or
 * organizer's profile, groups and roles.
 */
import {
	CheckboxControl,
	FormTokenField,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { EditorScreen } from '../../components/editor-screen/editor-screen';
import { useEntityEditor } from '../../hooks/use-entity-editor';
import { useNavigate } from '../../hooks/use-navigate';
import { useRouteId } from '../../hooks/use-route-id';
import { useRefreshTerms, useTerms } from '../../store/hooks';
import { PhotoField } from './photo-field';
import { SocialLinksField } from './social-links-field';
import {
	emptySpeaker,
	roleLabels,
	ROLES,
	speakerPayload,
	speakerValues,
	validateSpeaker,
} from './speaker-form';
import type { Speaker } from './types';

export default function SpeakerEditorScreen() {
	const id = useRouteId();
	const navigate = useNavigate();
	const groups = useTerms( 'speakerGroups' );
	const refreshTerms = useRefreshTerms();
	const editor = useEntityEditor( {
		path: '/speakers',
		id,
		empty: emptySpeaker,
		fromEntity: ( speaker: Speaker ) => speakerValues( speaker ),
		validate: validateSpeaker,
		payload: speakerPayload,
		texts: {
			created: __( 'Successfully created the speaker!', 'eventsmith' ),
			updated: __( 'Successfully updated the speaker!', 'eventsmith' ),
			saveFailed: __( 'Failed to save the speaker!', 'eventsmith' ),
		},
		onCreated: () => navigate( '/speakers' ),
	} );
	const { values, errors, set } = editor;

	// New group names create groups on the server: reload the store after.
	const submit = () =>
		void editor.save().then( () => refreshTerms( 'speakerGroups' ) );
	const toggleRole = ( role: ( typeof ROLES )[ number ], on: boolean ) =>
		set( {
			category: on
				? [ ...values.category, role ]
				: values.category.filter( ( r ) => r !== role ),
		} );

	return (
		<EditorScreen
			title={
				id
					? __( 'Edit Speaker', 'eventsmith' )
					: __( 'Create Speaker', 'eventsmith' )
			}
			loadingLabel={ __( 'Loading speaker…', 'eventsmith' ) }
			saveLabel={
				id
					? __( 'Update Speaker', 'eventsmith' )
					: __( 'Save Speaker', 'eventsmith' )
			}
			editor={ editor }
			onSubmit={ submit }
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Name', 'eventsmith' ) }
				value={ values.name }
				onChange={ ( name ) => set( { name } ) }
				help={ errors.name }
				className={ errors.name ? 'has-error' : undefined }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="email"
				label={ __( 'Email', 'eventsmith' ) }
				value={ values.email }
				onChange={ ( email ) => set( { email } ) }
				help={ errors.email }
				className={ errors.email ? 'has-error' : undefined }
			/>
			<div className="eventsmith-form__pair">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Designation', 'eventsmith' ) }
					value={ values.designation }
					onChange={ ( designation ) => set( { designation } ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Company', 'eventsmith' ) }
					value={ values.company }
					onChange={ ( company ) => set( { company } ) }
				/>
			</div>
			<PhotoField
				url={ values.photo_url }
				onChange={ ( photo ) =>
					set( { photo: photo.id, photo_url: photo.url } )
				}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Bio', 'eventsmith' ) }
				rows={ 5 }
				value={ values.bio }
				onChange={ ( bio ) => set( { bio } ) }
			/>
			<FormTokenField
				__nextHasNoMarginBottom
				__experimentalExpandOnFocus
				label={ __( 'Groups', 'eventsmith' ) }
				value={ values.speaker_group }
				suggestions={ groups.map( ( group ) => group.name ) }
				onChange={ ( tokens ) =>
					set( {
						speaker_group: tokens.map( ( token ) =>
							typeof token === 'string' ? token : token.value
						),
					} )
				}
			/>
			<fieldset className={ errors.category ? 'has-error' : undefined }>
				<legend className="eventsmith-form__legend">
					{ __( 'Role', 'eventsmith' ) }
				</legend>
				{ ROLES.map( ( role ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ role }
						label={ roleLabels( [ role ] ) }
						checked={ values.category.includes( role ) }
						onChange={ ( on ) => toggleRole( role, on ) }
					/>
				) ) }
				{ errors.category && (
					<p className="eventsmith-form__error">
						{ errors.category }
					</p>
				) }
			</fieldset>
			<SocialLinksField
				links={ values.social }
				errors={ errors }
				onChange={ ( social ) => set( { social } ) }
			/>
		</EditorScreen>
	);
}
