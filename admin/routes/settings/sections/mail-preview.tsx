/**
 * "Preview e-mail": the saved subject and text of one e-mail, rendered with
 * the plugin's HTML template and the newest event, in a sandboxed frame
 * (no scripts, no same-origin access). Loaded only when asked for.
 */
import { Button, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../../front/rest/client';
import type { MailText } from '../settings-rules';

type Preview = { kind: string; subject: string; html: string; text: string };

type Props = { texts: readonly MailText[] };

export default function MailPreview( { texts }: Props ) {
	const [ kind, setKind ] = useState( texts[ 0 ]?.kind ?? '' );
	const [ preview, setPreview ] = useState< Preview | null >( null );
	const [ problem, setProblem ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	const load = async () => {
		setBusy( true );
		setProblem( '' );
		try {
			setPreview(
				await api.get< Preview >( '/settings/mail-preview', { kind } )
			);
		} catch ( error ) {
			setPreview( null );
			setProblem( errorMessage( error ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="eventsmith-settings__mail-preview">
			<div className="eventsmith-settings__mail-preview-controls">
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'E-mail to preview', 'eventsmith' ) }
					value={ kind }
					options={ texts.map( ( text ) => ( {
						value: text.kind,
						label: text.label,
					} ) ) }
					onChange={ setKind }
				/>
				<Button
					variant="secondary"
					isBusy={ busy }
					disabled={ busy || '' === kind }
					__experimentalIsFocusable
					onClick={ () => void load() }
				>
					{ __( 'Preview e-mail', 'eventsmith' ) }
				</Button>
			</div>
			<p className="eventsmith-settings__note">
				{ __(
					'Shows the saved texts (save your changes first) with the newest published event and example names.',
					'eventsmith'
				) }
			</p>
			{ problem && (
				<p className="eventsmith-settings__mail-preview-error">
					{ problem }
				</p>
			) }
			{ preview && (
				<figure className="eventsmith-settings__mail-preview-frame">
					<figcaption>
						{ sprintf(
							/* translators: %s: e-mail subject. */
							__( 'Subject: %s', 'eventsmith' ),
							preview.subject
						) }
					</figcaption>
					<iframe
						title={ __( 'E-mail preview', 'eventsmith' ) }
						sandbox=""
						srcDoc={ preview.html }
					/>
				</figure>
			) }
		</div>
	);
}
