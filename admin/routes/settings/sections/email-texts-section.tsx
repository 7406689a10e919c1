/**
 * E-mail texts: the subject and text of each e-mail the plugin sends to
 * guests and buyers, with the placeholders each may use.
 */
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';
import { MailTextFields } from './mail-text-fields';

// The preview loads with its first use of the settings screen, not with the dashboard.
const MailPreview = lazy( () => import( './mail-preview' ) );

export function EmailTextsSection( {
	draft,
	errors,
	set,
	choices,
}: SectionProps ) {
	return (
		<SettingsSection
			title={ __( 'E-mail texts', 'eventsmith' ) }
			description={ __(
				'What guests and buyers read. Placeholders in braces, such as {event_title}, are replaced by the event\u2019s or the order\u2019s details when the e-mail is sent.',
				'eventsmith'
			) }
		>
			<Suspense fallback={ null }>
				<MailPreview texts={ choices.mail_texts } />
			</Suspense>
			<div className="eventsmith-settings__mails">
				{ choices.mail_texts.map( ( text ) => (
					<MailTextFields
						key={ text.kind }
						text={ text }
						draft={ draft }
						errors={ errors }
						set={ set }
					/>
				) ) }
			</div>
		</SettingsSection>
	);
}
