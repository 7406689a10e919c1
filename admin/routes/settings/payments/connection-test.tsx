/**
 * "Test connection": asks the provider, with the saved keys, whether it
 * accepts them, and says what it answered next to the button.
 */
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../../front/rest/client';
import { useSingleSubmit } from '../../../hooks/use-single-submit';

type Props = {
	provider: string;
	title: string;
	/** Unsaved changes to this provider: the test uses the saved keys. */
	unsaved: boolean;
};

type Result = { ok: boolean; message: string } | null;

export function ConnectionTest( { provider, title, unsaved }: Props ) {
	const { isSaving, run } = useSingleSubmit();
	const [ result, setResult ] = useState< Result >( null );
	const test = () =>
		run( async () => {
			setResult( null );
			try {
				await api.post( `/payments/${ provider }/connection-test` );
				setResult( {
					ok: true,
					message: sprintf(
						/* translators: %s: payment provider, such as Stripe. */
						__( '%s accepted the saved keys.', 'eventsmith' ),
						title
					),
				} );
			} catch ( error ) {
				setResult( { ok: false, message: errorMessage( error ) } );
			}
		} );
	return (
		<div className="eventsmith-settings__test-mail">
			<Button
				variant="secondary"
				isBusy={ isSaving }
				disabled={ unsaved || isSaving }
				__experimentalIsFocusable
				onClick={ () => void test() }
			>
				{ __( 'Test connection', 'eventsmith' ) }
			</Button>
			<p className="eventsmith-settings__note">
				{ unsaved
					? __(
							'Save your changes first: the test uses the saved keys.',
							'eventsmith'
						)
					: __(
							'Asks the provider whether it accepts the saved keys of the chosen mode. Nothing is charged.',
							'eventsmith'
						) }
			</p>
			{ result && (
				<Notice
					status={ result.ok ? 'success' : 'error' }
					onRemove={ () => setResult( null ) }
					className="eventsmith-settings__connection"
				>
					{ result.message }
				</Notice>
			) }
		</div>
	);
}
