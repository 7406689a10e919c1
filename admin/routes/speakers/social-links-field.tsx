/**
 * Social links of a speaker: rows of network name and web address.
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { SocialLink } from './types';

type Props = {
	links: SocialLink[];
	/** `social.<index>` => message. */
	errors: Record< string, string >;
	onChange: ( links: SocialLink[] ) => void;
};

export function SocialLinksField( { links, errors, onChange }: Props ) {
	const replace = ( index: number, change: Partial< SocialLink > ) =>
		onChange(
			links.map( ( link, i ) =>
				i === index ? { ...link, ...change } : link
			)
		);

	return (
		<fieldset className="eventsmith-social">
			<legend className="eventsmith-social__legend">
				{ __( 'Social links', 'eventsmith' ) }
			</legend>
			{ links.map( ( link, index ) => {
				const error = errors[ `social.${ index }` ];
				return (
					// Links have no id; the position is their identity while editing.

					<div key={ index } className="eventsmith-social__row">
						<TextControl
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: %d: link number. */
								__( 'Network %d', 'eventsmith' ),
								index + 1
							) }
							placeholder={ __( 'e.g. LinkedIn', 'eventsmith' ) }
							value={ link.network }
							onChange={ ( network ) =>
								replace( index, { network } )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							type="url"
							label={ sprintf(
								/* translators: %d: link number. */
								__( 'Address %d', 'eventsmith' ),
								index + 1
							) }
							placeholder="https://"
							value={ link.url }
							onChange={ ( url ) => replace( index, { url } ) }
							help={ error }
							className={ error ? 'has-error' : undefined }
						/>
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () =>
								onChange(
									links.filter( ( _, i ) => i !== index )
								)
							}
						>
							{ __( 'Remove', 'eventsmith' ) }
						</Button>
					</div>
				);
			} ) }
			<Button
				variant="secondary"
				onClick={ () =>
					onChange( [ ...links, { network: '', url: '' } ] )
				}
			>
				{ __( 'Add social link', 'eventsmith' ) }
			</Button>
		</fieldset>
	);
}
