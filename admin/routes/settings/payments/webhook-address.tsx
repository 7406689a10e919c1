/**
 * The address a provider sends its webhooks to, with a copy button, and the
 * events to select for it in the provider's dashboard.
 */
import { __, sprintf } from '@wordpress/i18n';
import { CopyButton } from '../../shortcodes/copy-button';

type Props = { title: string; url: string; events: string[] };

export function WebhookAddress( { title, url, events }: Props ) {
	return (
		<div className="eventsmith-settings__webhook">
			<p className="eventsmith-settings__webhook-label">
				{ __( 'Webhook URL', 'eventsmith' ) }
			</p>
			<div className="eventsmith-settings__webhook-url">
				<code>{ url }</code>
				<CopyButton
					text={ url }
					label={ sprintf(
						/* translators: %s: payment provider, such as Stripe. */
						__( 'Copy the %s webhook URL', 'eventsmith' ),
						title
					) }
				/>
			</div>
			<p className="eventsmith-settings__note">
				{ __(
					'Add an endpoint with this URL in the provider’s dashboard and select these events:',
					'eventsmith'
				) }
			</p>
			<ul className="eventsmith-settings__events">
				{ events.map( ( event ) => (
					<li key={ event }>
						<code>{ event }</code>
					</li>
				) ) }
			</ul>
		</div>
	);
}
