/**
 * Under a running camera: which camera (when the device has several) and
 * the torch (when the camera has one).
 */
import { __ } from '@wordpress/i18n';
import { Button, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { listCameras, type Camera, type CameraChoice } from '../camera';

type Props = {
	live: boolean;
	cameraRef: { current: Camera | null };
};

export function CameraControls( { live, cameraRef }: Props ) {
	const [ cameras, setCameras ] = useState< CameraChoice[] >( [] );
	const [ chosen, setChosen ] = useState( '' );
	const [ torch, setTorch ] = useState< boolean | null >( null );

	useEffect( () => {
		if ( ! live ) {
			setTorch( null );
			return;
		}
		let current = true;
		listCameras().then( ( found ) => current && setCameras( found ) );
		cameraRef.current
			?.hasTorch()
			.then( ( has ) => current && setTorch( has ? false : null ) );
		return () => {
			current = false;
		};
	}, [ live, chosen, cameraRef ] );

	if ( ! live || ( cameras.length < 2 && torch === null ) ) {
		return null;
	}
	return (
		<div className="eventsmith-scanner__camera-controls">
			{ cameras.length > 1 && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Camera', 'eventsmith' ) }
					value={ chosen }
					options={ [
						{ value: '', label: __( 'Back camera', 'eventsmith' ) },
						...cameras.map( ( camera ) => ( {
							value: camera.id,
							label: camera.label,
						} ) ),
					] }
					onChange={ ( id: string ) => {
						setChosen( id );
						cameraRef.current?.use( id || 'environment' );
					} }
				/>
			) }
			{ torch !== null && (
				<Button
					variant="secondary"
					isPressed={ torch }
					onClick={ () =>
						cameraRef.current
							?.toggleTorch()
							.then( setTorch, () => setTorch( false ) )
					}
				>
					{ torch
						? __( 'Torch off', 'eventsmith' )
						: __( 'Torch on', 'eventsmith' ) }
				</Button>
			) }
		</div>
	);
}
