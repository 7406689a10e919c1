/**
 * One editable e-mail: a disclosure button with the e-mail's name, and when
 * open its subject, its text and the placeholders both may use. Opens by
 * itself while the last save's refusal of one of its fields stands.
 */
import {
	Button,
	Icon,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { chevronDown, chevronUp } from '@wordpress/icons';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import type { MailText } from '../settings-rules';
import { PlaceholderList } from './placeholder-list';

type Props = Pick< SectionProps, 'draft' | 'errors' | 'set' > & {
	text: MailText;
};

export function MailTextFields( { text, draft, errors, set }: Props ) {
	const id = useInstanceId( MailTextFields, 'eventsmith-mail-text' );
	const subject = text.subject_setting;
	const body = text.body_setting;
	const refused = Boolean( errors[ subject ] || errors[ body ] );
	const [ isToggledOpen, setOpen ] = useState( false );
	// A refused field must be in view (the form moves the focus to it).
	const isOpen = isToggledOpen || refused;
	const edited =
		( draft[ subject ] ?? '' ).trim() !== text.default_subject.trim() ||
		( draft[ body ] ?? '' ).replace( /\r\n?/g, '\n' ).trim() !==
			text.default_body.trim();

	return (
		<div className="eventsmith-settings__mail">
			<Button
				className="eventsmith-settings__mail-toggle"
				aria-expanded={ isOpen }
				aria-controls={ `${ id }` }
				onClick={ () => setOpen( ! isOpen ) }
			>
				<span className="eventsmith-settings__mail-name">
					{ text.label }
				</span>
				{ edited && (
					<span className="eventsmith-settings__mail-edited">
						{ __( 'Edited', 'eventsmith' ) }
					</span>
				) }
				<Icon icon={ isOpen ? chevronUp : chevronDown } size={ 20 } />
			</Button>
			<div
				id={ `${ id }` }
				role="group"
				aria-label={ text.label }
				className="eventsmith-settings__mail-fields"
				hidden={ ! isOpen }
			>
				<p className="eventsmith-settings__note">{ text.sent_when }</p>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Subject', 'eventsmith' ) }
					help={ fieldHelp( '', errors[ subject ] ) }
					value={ draft[ subject ] ?? '' }
					maxLength={ 200 }
					onChange={ ( value ) => set( { [ subject ]: value } ) }
					{ ...invalidProps( errors[ subject ] ) }
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Text', 'eventsmith' ) }
					help={ fieldHelp(
						__(
							'Plain text. Empty the subject or the text to go back to the default.',
							'eventsmith'
						),
						errors[ body ]
					) }
					rows={ 7 }
					value={ draft[ body ] ?? '' }
					onChange={ ( value ) => set( { [ body ]: value } ) }
					{ ...invalidProps( errors[ body ] ) }
				/>
				<PlaceholderList placeholders={ text.placeholders } />
				{ edited && (
					<Button
						variant="link"
						className="eventsmith-settings__mail-reset"
						onClick={ () =>
							set( {
								[ subject ]: text.default_subject,
								[ body ]: text.default_body,
							} )
						}
					>
						{ __(
							'Restore the default subject and text',
							'eventsmith'
						) }
					</Button>
				) }
			</div>
		</div>
	);
}
