/**
 * Camera control: wraps qr-scanner with the product's tuning and error texts.
 *
 * qr-scanner loads its decoder (a Web Worker built from an inline blob) with
 * a dynamic import, which webpack turns into a chunk next to build/scanner/;
 * browsers with a native BarcodeDetector for QR codes use that instead.
 */
import QrScanner from 'qr-scanner';
import { __ } from '@wordpress/i18n';

export const TUNING = {
	/** Decodes per second, at most. */
	maxScansPerSecond: 25,
	/** How long one decode may take before the library gives up ("Scanner error: timeout"). */
	scanTimeoutMs: 10_000,
	/** Side of the square scan region, as a share of the video's smaller side. */
	regionRatio: 2 / 3,
	/** Canvas size the region is scaled down to before decoding. */
	downScaledSize: 400,
	/** Delay between Stop and the camera being released (the library pauses first). */
	stopDelayMs: 300,
} as const;

/**
 * The library's error texts and how door staff read them.
 * @param error
 */
export function errorText( error: unknown ): string {
	const raw = String( error instanceof Error ? error.message : error );
	if ( raw.includes( 'Camera not found' ) ) {
		return __( 'Camera not found.', 'eventsmith' );
	}
	if ( raw.includes( QrScanner.NO_QR_CODE_FOUND ) ) {
		return __( 'No QR code found', 'eventsmith' );
	}
	if ( raw.includes( 'Scanner error' ) ) {
		return __( 'Scanner error', 'eventsmith' );
	}
	if ( raw.includes( 'Unsupported image type' ) ) {
		return __( 'Unsupported image type', 'eventsmith' );
	}
	if ( raw.includes( 'Image load error' ) ) {
		return __( 'Image load error', 'eventsmith' );
	}
	return raw;
}

/**
 * A frame without a code is the normal case while scanning, not an error.
 *
 * @param error A decode error.
 */
export const isNoCodeInFrame = ( error: unknown ): boolean =>
	String( error ).includes( QrScanner.NO_QR_CODE_FOUND );

/**
 * The centred square the decoder reads: two thirds of the video's smaller side.
 *
 * @param video             The video element, with its intrinsic size known.
 * @param video.videoWidth
 * @param video.videoHeight
 */
export function scanRegion( video: {
	videoWidth: number;
	videoHeight: number;
} ): QrScanner.ScanRegion {
	const side = Math.round(
		TUNING.regionRatio * Math.min( video.videoWidth, video.videoHeight )
	);
	return {
		x: Math.round( ( video.videoWidth - side ) / 2 ),
		y: Math.round( ( video.videoHeight - side ) / 2 ),
		width: side,
		height: side,
		downScaledWidth: TUNING.downScaledSize,
		downScaledHeight: TUNING.downScaledSize,
	};
}

export type Camera = {
	start: () => Promise< void >;
	/** Stops decoding now; the camera is released TUNING.stopDelayMs later. */
	stop: () => void;
	destroy: () => void;
	/** Switches to a camera by device id (or 'environment' / 'user'). */
	use: ( id: string ) => Promise< void >;
	/** Whether the running camera has a torch. */
	hasTorch: () => Promise< boolean >;
	/** Turns the torch on or off; resolves to whether it is on. */
	toggleTorch: () => Promise< boolean >;
};

export type CameraChoice = { id: string; label: string };

/**
 * The device's cameras, with their names once permission was given.
 */
export async function listCameras(): Promise< CameraChoice[] > {
	try {
		return ( await QrScanner.listCameras( true ) ).map( ( camera ) => ( {
			id: camera.id,
			label: camera.label,
		} ) );
	} catch {
		return [];
	}
}

/**
 * Loads the decoder now, so scanning works after the network drops (the
 * decoder is a chunk the library imports on first use).
 */
export function preloadDecoder(): void {
	QrScanner.createQrEngine().then(
		( engine ) => engine instanceof Worker && engine.terminate(),
		() => undefined
	);
}

/**
 * Whether the device has a camera at all (no permission prompt).
 */
export const hasCamera = (): Promise< boolean > => QrScanner.hasCamera();

/**
 * A camera that reads QR codes into a video element.
 *
 * @param video   The video element.
 * @param overlay Element the library sizes to the scan region.
 * @param onCode  Called with each decoded text.
 * @param onError Called with decode errors other than "no code in this frame".
 */
export function createCamera(
	video: HTMLVideoElement,
	overlay: HTMLDivElement,
	onCode: ( data: string ) => void,
	onError: ( message: string ) => void
): Camera {
	const scanner = new QrScanner( video, ( result ) => onCode( result.data ), {
		returnDetailedScanResult: true,
		maxScansPerSecond: TUNING.maxScansPerSecond,
		calculateScanRegion: scanRegion,
		preferredCamera: 'environment',
		highlightScanRegion: true,
		highlightCodeOutline: true,
		overlay,
		onDecodeError: ( error ) => {
			if ( ! isNoCodeInFrame( error ) ) {
				onError( errorText( error ) );
			}
		},
	} );
	return {
		start: () => scanner.start(),
		stop: () => scanner.stop(),
		destroy: () => scanner.destroy(),
		use: ( id ) => scanner.setCamera( id ),
		hasTorch: () => scanner.hasFlash().catch( () => false ),
		toggleTorch: async () => {
			await scanner.toggleFlash();
			return scanner.isFlashOn();
		},
	};
}
