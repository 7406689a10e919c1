/**
 * The camera's picture, with the scan region the library outlines, and a
 * placeholder while the camera is off.
 */
import { __ } from '@wordpress/i18n';
import { Icon } from '@wordpress/components';
import { capturePhoto } from '@wordpress/icons';
import type { Ref } from 'react';

type Props = {
	live: boolean;
	videoRef: Ref< HTMLVideoElement >;
	overlayRef: Ref< HTMLDivElement >;
};

export function VideoView( { live, videoRef, overlayRef }: Props ) {
	return (
		<div
			className={ `eventsmith-scanner__viewport${ live ? ' is-live' : '' }` }
		>
			{ /* Sized and placed by qr-scanner over the scan region. */ }
			<div ref={ overlayRef } className="eventsmith-scanner__region" />
			<video
				ref={ videoRef }
				className="eventsmith-scanner__video"
				aria-label={ __( 'Camera picture', 'eventsmith' ) }
				muted
				playsInline
			/>
			{ ! live && (
				<div className="eventsmith-scanner__placeholder">
					<Icon icon={ capturePhoto } size={ 48 } />
					<p>
						{ __(
							'The camera is off. Press Start and hold the ticket’s QR code in front of it.',
							'eventsmith'
						) }
					</p>
				</div>
			) }
		</div>
	);
}
