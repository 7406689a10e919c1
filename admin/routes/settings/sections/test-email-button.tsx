/**
 * "Send test e-mail": one e-mail to the current user from the saved
 * sender. While the sender fields hold unsaved changes it waits for a save.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../../front/rest/client';
import { useNotify } from '../../../hooks/use-notify';
import { useSingleSubmit } from '../../../hooks/use-single-submit';

type Props = {
	/** The current user's address. */
	to: string;
	disabled: boolean;
};

export function TestEmailButton( { to, disabled }: Props ) {
	const notify = useNotify();
	const { isSaving, run } = useSingleSubmit();
	const send = () =>
		run( async () => {
			try {
				const sent = await api.post< { to: string } >(
					'/settings/test-email'
				);
				notify.success(
					sprintf(
						/* translators: %s: e-mail address. */
						__( 'Test e-mail sent to %s.', 'eventsmith' ),
						sent.to
					)
				);
			} catch ( error ) {
				notify.error( errorMessage( error ) );
			}
		} );

	return (
		<div className="eventsmith-settings__test-mail">
			<Button
				variant="secondary"
				isBusy={ isSaving }
				disabled={ disabled || isSaving }
				__experimentalIsFocusable
				onClick={ () => void send() }
			>
				{ __( 'Send test e-mail', 'eventsmith' ) }
			</Button>
			<p className="eventsmith-settings__note">
				{ disabled
					? __(
							'Save your changes first: the test e-mail uses the saved sender.',
							'eventsmith'
						)
					: sprintf(
							/* translators: %s: e-mail address. */
							__(
								'Sends one e-mail to your own address (%s) with the saved sender.',
								'eventsmith'
							),
							to
						) }
			</p>
		</div>
	);
}
