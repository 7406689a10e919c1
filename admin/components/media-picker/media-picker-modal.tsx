/**
 * A dialog to choose an image from the library or upload a new one.
 */
import { Button, Modal, SearchControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ChangeEvent } from 'react';
import { errorMessage } from '../../../front/rest/client';
import { InlineSpinner, Loading } from '../screen/loading';
import { recentImages, uploadImage, type MediaImage } from './media-api';

type Props = {
	title: string;
	onSelect: ( image: MediaImage ) => void;
	onClose: () => void;
};

export function MediaPickerModal( { title, onSelect, onClose }: Props ) {
	const [ search, setSearch ] = useState( '' );
	const [ images, setImages ] = useState< MediaImage[] | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		let current = true;
		setImages( null );
		recentImages( search )
			.then( ( found ) => current && setImages( found ) )
			.catch( ( failure: unknown ) => {
				if ( current ) {
					setImages( [] );
					setError( errorMessage( failure ) );
				}
			} );
		return () => {
			current = false;
		};
	}, [ search ] );

	const upload = async ( event: ChangeEvent< HTMLInputElement > ) => {
		const file = event.target.files?.[ 0 ];
		if ( ! file ) {
			return;
		}
		setBusy( true );
		setError( null );
		try {
			onSelect( await uploadImage( file ) );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<Modal title={ title } onRequestClose={ onClose } size="large">
			<div className="eventsmith-media-picker">
				<div className="eventsmith-media-picker__bar">
					<SearchControl
						__nextHasNoMarginBottom
						label={ __( 'Search images', 'eventsmith' ) }
						value={ search }
						onChange={ ( value: string ) => setSearch( value ) }
					/>
					<label
						htmlFor="eventsmith-media-upload"
						className="eventsmith-media-picker__upload components-button is-secondary"
					>
						{ busy ? <InlineSpinner /> : null }
						{ __( 'Upload a new image', 'eventsmith' ) }
						<input
							id="eventsmith-media-upload"
							type="file"
							accept="image/*"
							className="screen-reader-text"
							onChange={ upload }
							disabled={ busy }
						/>
					</label>
				</div>
				{ error && (
					<p className="eventsmith-media-picker__error" role="alert">
						{ error }
					</p>
				) }
				{ images === null ? (
					<Loading label={ __( 'Loading images…', 'eventsmith' ) } />
				) : null }
				{ images !== null && images.length === 0 && ! error ? (
					<p>
						{ __(
							'No images found. Upload one above.',
							'eventsmith'
						) }
					</p>
				) : null }
				{ images !== null && images.length > 0 ? (
					<ul className="eventsmith-media-picker__grid">
						{ images.map( ( image ) => (
							<li key={ image.id }>
								<Button
									className="eventsmith-media-picker__choice"
									onClick={ () => onSelect( image ) }
									label={
										image.alt ||
										sprintf(
											/* translators: %d: image id. */
											__( 'Image %d', 'eventsmith' ),
											image.id
										)
									}
								>
									<img src={ image.thumbnail } alt="" />
								</Button>
							</li>
						) ) }
					</ul>
				) : null }
			</div>
		</Modal>
	);
}
