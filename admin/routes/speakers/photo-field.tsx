/**
 * The speaker photo: chosen from the site's images or uploaded through the
 * REST media route, with a preview and a remove button.
 */
import { BaseControl, Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { MediaPickerModal } from '../../components/media-picker/media-picker-modal';

type Props = {
	url: string;
	onChange: ( photo: { id: number; url: string } ) => void;
};

export function PhotoField( { url, onChange }: Props ) {
	const [ picking, setPicking ] = useState( false );

	return (
		<BaseControl
			__nextHasNoMarginBottom
			id="eventsmith-speaker-photo"
			label={ __( 'Photo', 'eventsmith' ) }
		>
			<div className="eventsmith-photo" id="eventsmith-speaker-photo">
				{ url && (
					<img
						src={ url }
						alt={ __( 'Speaker photo', 'eventsmith' ) }
					/>
				) }
				<Button
					variant="secondary"
					onClick={ () => setPicking( true ) }
				>
					{ url
						? __( 'Replace photo', 'eventsmith' )
						: __( 'Choose photo', 'eventsmith' ) }
				</Button>
				{ url && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( { id: 0, url: '' } ) }
					>
						{ __( 'Remove photo', 'eventsmith' ) }
					</Button>
				) }
			</div>
			{ picking && (
				<MediaPickerModal
					title={ __( 'Speaker photo', 'eventsmith' ) }
					onClose={ () => setPicking( false ) }
					onSelect={ ( image ) => {
						onChange( { id: image.id, url: image.url } );
						setPicking( false );
					} }
				/>
			) }
		</BaseControl>
	);
}
