/**
 * The welcome's second step: sample events to look around with, the bar
 * while they are added, then the offer to remove them.
 */
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Step } from './use-welcome';

type Props = {
	step: Exclude< Step, 'settings' >;
	progress: { done: number; total: number };
	busy: boolean;
	onAdd: () => void;
	onRemove: () => void;
	onFinish: () => void;
};

export function WelcomeSamples( {
	step,
	progress,
	busy,
	onAdd,
	onRemove,
	onFinish,
}: Props ) {
	if ( step === 'seeding' ) {
		const label = sprintf(
			/* translators: 1: steps done, 2: steps in all. */
			__( 'Adding sample events… step %1$d of %2$d', 'eventsmith' ),
			progress.done,
			progress.total
		);
		return (
			<div className="eventsmith-welcome__progress">
				<p id="eventsmith-welcome-progress" aria-live="polite">
					{ label }
				</p>
				{ /* WordPress 6.5 keeps its ProgressBar private: a native bar with its look. */ }
				<progress
					className="eventsmith-welcome__bar"
					aria-labelledby="eventsmith-welcome-progress"
					max={ progress.total }
					value={ progress.done }
				/>
			</div>
		);
	}
	if ( step === 'seeded' ) {
		return (
			<Notice
				status="success"
				isDismissible={ false }
				className="eventsmith-welcome__notice"
			>
				<p>
					{ __(
						'Sample events, speakers and schedules were added. Look around, then remove them in one click when you start with your own.',
						'eventsmith'
					) }
				</p>
				<div className="eventsmith-welcome__actions">
					<Button
						variant="secondary"
						isBusy={ busy }
						aria-disabled={ busy }
						onClick={ () => ! busy && onRemove() }
					>
						{ __( 'Remove sample events', 'eventsmith' ) }
					</Button>
					<Button variant="primary" onClick={ onFinish }>
						{ __( 'Done', 'eventsmith' ) }
					</Button>
				</div>
			</Notice>
		);
	}
	return (
		<div className="eventsmith-welcome__samples">
			<div>
				<h3 className="eventsmith-welcome__subtitle">
					{ __( 'Want to look around first?', 'eventsmith' ) }
				</h3>
				<p>
					{ __(
						'Add a few sample events with speakers, schedules and tickets to see how everything fits together. Nothing you make yourself is touched when you remove them.',
						'eventsmith'
					) }
				</p>
			</div>
			<div className="eventsmith-welcome__actions">
				<Button variant="secondary" onClick={ onAdd }>
					{ __( 'Add sample events', 'eventsmith' ) }
				</Button>
				<Button variant="primary" onClick={ onFinish }>
					{ __( 'Finish', 'eventsmith' ) }
				</Button>
			</div>
		</div>
	);
}
