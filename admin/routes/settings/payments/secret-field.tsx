/**
 * A write-only key: the saved one shows masked as the placeholder, typing
 * replaces it, "Remove" deletes it on save (and "Keep" undoes that).
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';

type Props = {
	label: string;
	/** The draft: the masked saved value while unchanged, '' to remove, else the new one. */
	value: string;
	/** The masked saved value ('' when none is saved). */
	saved: string;
	error?: string;
	onChange: ( value: string ) => void;
};

export function SecretField( { label, value, saved, error, onChange }: Props ) {
	const removing = saved !== '' && value === '';
	const typed = value !== saved && ! removing;
	let help = __( 'Not set.', 'eventsmith' );
	if ( removing ) {
		help = __( 'Removed when you save.', 'eventsmith' );
	} else if ( typed ) {
		help = __( 'Replaces the saved one when you save.', 'eventsmith' );
	} else if ( saved !== '' ) {
		help = sprintf(
			/* translators: %s: the saved secret, masked (dots and its last 4 characters). */
			__( 'Saved (%s). Type a new one to replace it.', 'eventsmith' ),
			saved
		);
	}
	return (
		<div className="eventsmith-settings__secret">
			<TextControl
				__nextHasNoMarginBottom
				type="password"
				autoComplete="new-password"
				spellCheck={ false }
				label={ label }
				placeholder={ removing ? '' : saved }
				value={ typed ? value : '' }
				help={ fieldHelp( help, error ) }
				onChange={ ( text ) => onChange( text === '' ? saved : text ) }
				{ ...invalidProps( error ) }
			/>
			{ saved !== '' && (
				<Button
					variant="secondary"
					size="compact"
					isDestructive={ ! removing }
					onClick={ () => onChange( removing ? saved : '' ) }
				>
					{ removing
						? __( 'Keep', 'eventsmith' )
						: __( 'Remove', 'eventsmith' ) }
					<span className="screen-reader-text">{ ' ' + label }</span>
				</Button>
			) }
		</div>
	);
}
