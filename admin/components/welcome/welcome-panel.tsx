/**
 * The first-run welcome: a card above the event list with the three settings
 * a new site needs, then sample events to look around with (removable in one
 * click), and a way out at every step. Loaded with wp-components.
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { close } from '@wordpress/icons';
import { useConfirm } from '../confirm/confirm-provider';
import { useNotify } from '../../hooks/use-notify';
import { useWelcome } from './use-welcome';
import type { Welcome } from './welcome-types';
import { WelcomeSettings } from './welcome-settings';
import { WelcomeSamples } from './welcome-samples';

type Props = {
	initial: Welcome;
	onEventsChanged: () => void;
	onClose: () => void;
};

export default function WelcomePanel( {
	initial,
	onEventsChanged,
	onClose,
}: Props ) {
	const notify = useNotify();
	const confirm = useConfirm();
	const flow = useWelcome( initial, { onEventsChanged, onClose, notify } );

	const remove = async () => {
		if (
			await confirm(
				__(
					'Remove the sample events, with their speakers, schedules, templates and images? What you made yourself stays.',
					'eventsmith'
				)
			)
		) {
			await flow.removeSamples();
		}
	};

	return (
		<Card
			className="eventsmith-welcome"
			role="region"
			aria-labelledby="eventsmith-welcome-title"
		>
			<CardHeader className="eventsmith-welcome__head">
				<div>
					<h2
						id="eventsmith-welcome-title"
						className="eventsmith-welcome__title"
					>
						{ __( 'Welcome to Eventsmith', 'eventsmith' ) }
					</h2>
					<p className="eventsmith-welcome__lead">
						{ __(
							'Three settings and your site is ready for its first event. You can change them later under Settings.',
							'eventsmith'
						) }
					</p>
				</div>
				{ flow.step !== 'seeding' && (
					<Button
						icon={ close }
						label={ __( 'Close the welcome', 'eventsmith' ) }
						onClick={ flow.dismiss }
					/>
				) }
			</CardHeader>
			<CardBody className="eventsmith-welcome__body">
				{ flow.step === 'settings' ? (
					<WelcomeSettings
						fields={ flow.fields }
						defaults={ flow.welcome.defaults }
						errors={ flow.errors }
						busy={ flow.busy }
						onChange={ ( changes ) =>
							flow.setFields( { ...flow.fields, ...changes } )
						}
						onSave={ flow.save }
						onSkip={ flow.dismiss }
					/>
				) : (
					<WelcomeSamples
						step={ flow.step }
						progress={ flow.welcome.samples }
						busy={ flow.busy }
						onAdd={ flow.addSamples }
						onRemove={ remove }
						onFinish={ flow.dismiss }
					/>
				) }
			</CardBody>
		</Card>
	);
}
