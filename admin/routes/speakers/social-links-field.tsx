/**
 * Social links of a speaker: rows of network name and web address.
 */
import { __, sprintf } from '@wordpress/i18n';
import { PairRowsField } from '../../components/form/pair-rows-field';
import type { SocialLink } from './types';

type Props = {
	links: SocialLink[];
	/** `social.<index>` => message. */
	errors: Record< string, string >;
	onChange: ( links: SocialLink[] ) => void;
};

export function SocialLinksField( { links, errors, onChange }: Props ) {
	return (
		<PairRowsField< SocialLink >
			className="eventsmith-social"
			legend={ __( 'Social links', 'eventsmith' ) }
			legendClassName="eventsmith-social__legend"
			addLabel={ __( 'Add social link', 'eventsmith' ) }
			fields={ [
				{
					name: 'network',
					label: ( position ) =>
						sprintf(
							/* translators: %d: link number. */
							__( 'Network %d', 'eventsmith' ),
							position
						),
					placeholder: __( 'e.g. LinkedIn', 'eventsmith' ),
				},
				{
					name: 'url',
					type: 'url',
					label: ( position ) =>
						sprintf(
							/* translators: %d: link number. */
							__( 'Address %d', 'eventsmith' ),
							position
						),
					placeholder: 'https://',
					showsError: true,
				},
			] }
			rows={ links }
			emptyRow={ { network: '', url: '' } }
			errors={ errors }
			errorPrefix="social"
			onChange={ onChange }
		/>
	);
}
