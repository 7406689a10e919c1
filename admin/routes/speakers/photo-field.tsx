/**
 * The speaker photo: chosen from the WordPress media library (`wp.media`,
 * loaded on the dashboard page), with a preview and a remove button.
 */
import { BaseControl, Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	url: string;
	onChange: ( photo: { id: number; url: string } ) => void;
};

export function PhotoField( { url, onChange }: Props ) {
	const media = window.wp?.media;

	const choose = () => {
		if ( ! media ) {
			return;
		}
		const frame = media( {
			title: __( 'Speaker photo', 'eventsmith' ),
			button: { text: __( 'Use this photo', 'eventsmith' ) },
			library: { type: 'image' },
			multiple: false,
		} );
		frame.on( 'select', () => {
			const chosen = frame.state().get( 'selection' ).first().toJSON();
			onChange( { id: chosen.id, url: chosen.url } );
		} );
		frame.open();
	};

	return (
		<BaseControl
			__nextHasNoMarginBottom
			id="eventsmith-speaker-photo"
			label={ __( 'Photo', 'eventsmith' ) }
			help={
				media
					? undefined
					: __(
							'The media library is not available on this page.',
							'eventsmith'
						)
			}
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
					disabled={ ! media }
					onClick={ choose }
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
		</BaseControl>
	);
}
