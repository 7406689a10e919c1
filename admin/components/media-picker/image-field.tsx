/**
 * An image chosen from the site's media library or uploaded to it, with a
 * preview and buttons to replace or remove it: a speaker's photo, an
 * event's featured image.
 */
import { BaseControl, Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { MediaPickerModal } from './media-picker-modal';

/** The chosen image; id 0 and an empty url when there is none. */
export type ChosenImage = { id: number; url: string };

type Props = {
	/** Id of the control (the label points at it). */
	id: string;
	label: string;
	/** Text alternative of the preview. */
	previewAlt: string;
	chooseLabel: string;
	replaceLabel: string;
	removeLabel: string;
	/** Title of the picker dialog. */
	pickerTitle: string;
	url: string;
	help?: string;
	/** Wide previews for landscape images such as featured images. */
	wide?: boolean;
	onChange: ( image: ChosenImage ) => void;
};

export function ImageField( {
	id,
	label,
	previewAlt,
	chooseLabel,
	replaceLabel,
	removeLabel,
	pickerTitle,
	url,
	help,
	wide = false,
	onChange,
}: Props ) {
	const [ picking, setPicking ] = useState( false );

	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ id }
			label={ label }
			help={ help }
		>
			<div
				className={ `eventsmith-image-field${ wide ? ' is-wide' : '' }` }
				id={ id }
			>
				{ url && <img src={ url } alt={ previewAlt } /> }
				<Button
					variant="secondary"
					onClick={ () => setPicking( true ) }
				>
					{ url ? replaceLabel : chooseLabel }
				</Button>
				{ url && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( { id: 0, url: '' } ) }
					>
						{ removeLabel }
					</Button>
				) }
			</div>
			{ picking && (
				<MediaPickerModal
					title={ pickerTitle }
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
