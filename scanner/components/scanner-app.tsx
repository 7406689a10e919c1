/**
 * The scanner: a card with the camera picture and the Start/Stop button,
 * and the response modal.
 */
import { __ } from '@wordpress/i18n';
import {
	Button,
	Card,
	CardBody,
	CardFooter,
	Notice,
} from '@wordpress/components';
import { isModalOpen } from '../state';
import type { ScannerSettings } from '../settings';
import { useScanner } from '../use-scanner';
import { ResultModal } from './result-modal';
import { VideoView } from './video-view';

type Props = { settings: ScannerSettings };

export function ScannerApp( { settings }: Props ) {
	const { state, dispatch, cameraNotice, videoRef, overlayRef } =
		useScanner( settings );
	const { phase, camera } = state;
	const running = camera || phase.name === 'checking';
	return (
		<>
			<Card className="eventsmith-scanner__card">
				<CardBody className="eventsmith-scanner__body">
					<VideoView
						live={ camera }
						videoRef={ videoRef }
						overlayRef={ overlayRef }
					/>
				</CardBody>
				<CardFooter className="eventsmith-scanner__footer">
					<p
						className="eventsmith-scanner__status"
						aria-live="polite"
					>
						{ camera
							? __(
									'Scanning… hold the QR code inside the frame.',
									'eventsmith'
								)
							: __( 'Ready to scan.', 'eventsmith' ) }
					</p>
					<Button
						variant="primary"
						className="eventsmith-scanner__toggle"
						onClick={ () =>
							dispatch( { type: running ? 'stop' : 'start' } )
						}
					>
						{ running
							? __( 'Stop', 'eventsmith' )
							: __( 'Start', 'eventsmith' ) }
					</Button>
				</CardFooter>
			</Card>
			{ cameraNotice && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="eventsmith-scanner__notice"
				>
					{ cameraNotice }
				</Notice>
			) }
			{ isModalOpen( phase ) && (
				<ResultModal
					phase={ phase }
					attendeesUrl={ settings.attendeesUrl }
					onConfirm={ () => dispatch( { type: 'confirm' } ) }
					onReject={ () => dispatch( { type: 'reject' } ) }
					onScanAgain={ () => dispatch( { type: 'scan-again' } ) }
					onCancel={ () => dispatch( { type: 'cancel' } ) }
				/>
			) }
		</>
	);
}
