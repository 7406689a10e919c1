/**
 * The speaker photo: chosen from the site's images or uploaded through the
 * REST media route, with a preview and a remove button.
 */
import { __ } from '@wordpress/i18n';
import {
	ImageField,
	type ChosenImage,
} from '../../components/media-picker/image-field';

type Props = {
	url: string;
	onChange: ( photo: ChosenImage ) => void;
};

export function PhotoField( { url, onChange }: Props ) {
	return (
		<ImageField
			id="eventsmith-speaker-photo"
			label={ __( 'Photo', 'eventsmith' ) }
			previewAlt={ __( 'Speaker photo', 'eventsmith' ) }
			chooseLabel={ __( 'Choose photo', 'eventsmith' ) }
			replaceLabel={ __( 'Replace photo', 'eventsmith' ) }
			removeLabel={ __( 'Remove photo', 'eventsmith' ) }
			pickerTitle={ __( 'Speaker photo', 'eventsmith' ) }
			url={ url }
			onChange={ onChange }
		/>
	);
}
