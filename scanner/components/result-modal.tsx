/**
 * The response modal: a loader while a request runs, then the server's
 * message in the colour of its state (success green, warning yellow, failed
 * red, question blue), the ticket details, and the actions of that state.
 */
import { __ } from '@wordpress/i18n';
import { Button, Icon, Modal, Spinner } from '@wordpress/components';
import { cancelCircleFilled, check, help, warning } from '@wordpress/icons';
import type { ComponentProps } from 'react';
import type { Phase } from '../state';
import type { ScanContent } from '../verification';
import { TicketDetails } from './ticket-details';

// The 6.5-era typings of Spinner wrongly require two pointer-capture props.
const spinnerProps = {} as ComponentProps< typeof Spinner >;

type Props = {
	phase: Phase;
	attendeesUrl: string;
	onConfirm: () => void;
	onReject: () => void;
	onScanAgain: () => void;
	onCancel: () => void;
};

type View = {
	look: 'loading' | 'success' | 'warning' | 'failed' | 'question';
	title: string;
	message: string;
	content: ScanContent;
};

function view( phase: Phase ): View {
	switch ( phase.name ) {
		case 'question':
		case 'rejected':
			return {
				look: 'question',
				title: __( 'Check this attendee in?', 'eventsmith' ),
				message: phase.answer.message,
				content: phase.answer.content,
			};
		case 'result':
			return {
				look: phase.tone,
				title: {
					success: __( 'Checked in', 'eventsmith' ),
					warning: __( 'Not checked in', 'eventsmith' ),
					failed: __( 'Could not check the ticket', 'eventsmith' ),
				}[ phase.tone ],
				message: phase.message,
				content: phase.content,
			};
		default:
			return {
				look: 'loading',
				title: __( 'Checking the ticket…', 'eventsmith' ),
				message: '',
				content: {},
			};
	}
}

const ICONS = {
	success: check,
	warning,
	failed: cancelCircleFilled,
	question: help,
};

export function ResultModal( {
	phase,
	attendeesUrl,
	onConfirm,
	onReject,
	onScanAgain,
	onCancel,
}: Props ) {
	const { look, title, message, content } = view( phase );
	const asking = phase.name === 'question';
	return (
		<Modal
			title={ title }
			onRequestClose={ onCancel }
			className={ `eventsmith-scanner-modal is-${ look }` }
			focusOnMount="firstContentElement"
			size="medium"
		>
			{ look === 'loading' ? (
				<div
					className="eventsmith-scanner-modal__loading"
					role="status"
				>
					<Spinner { ...spinnerProps } />
					<span>
						{ phase.name === 'redirect'
							? __( 'Opening the ticket…', 'eventsmith' )
							: __( 'Waiting for the answer…', 'eventsmith' ) }
					</span>
				</div>
			) : (
				<>
					<div
						className="eventsmith-scanner-modal__message"
						role={
							look === 'success' || look === 'question'
								? 'status'
								: 'alert'
						}
					>
						<Icon icon={ ICONS[ look ] } />
						<p>{ message }</p>
					</div>
					<TicketDetails content={ content } />
					<div className="eventsmith-scanner-modal__actions">
						{ asking ? (
							<>
								<Button variant="primary" onClick={ onConfirm }>
									{ __( 'Confirm', 'eventsmith' ) }
								</Button>
								<Button
									variant="secondary"
									isDestructive
									onClick={ onReject }
								>
									{ __( 'Reject', 'eventsmith' ) }
								</Button>
							</>
						) : (
							<>
								<Button
									variant="primary"
									onClick={ onScanAgain }
								>
									{ __( 'Scan again', 'eventsmith' ) }
								</Button>
								<Button
									variant="secondary"
									onClick={ onCancel }
								>
									{ __( 'Cancel', 'eventsmith' ) }
								</Button>
							</>
						) }
						{ attendeesUrl && (
							<Button
								variant="link"
								href={ attendeesUrl }
								className="eventsmith-scanner-modal__back"
							>
								{ __( 'Back to attendee list', 'eventsmith' ) }
							</Button>
						) }
					</div>
				</>
			) }
		</Modal>
	);
}
