/**
 * One entry of the header menu: a group that opens a list of links, or a
 * single link. Built without wp-components (the header is on the first
 * screen); it looks and behaves like a components Dropdown.
 */
import { chevronDown, Icon } from '@wordpress/icons';
import { useLocation } from 'wouter';
import { LightButton } from '../../front/components/light/button';
import { MenuDropdown } from '../../front/components/light/menu-dropdown';
import { useHashHref } from './use-hash-href';

type Item = { label: string; to: string };

export function MenuGroup( {
	label,
	items,
	isActive,
}: {
	label: string;
	items: Item[];
	isActive: boolean;
} ) {
	const [ , navigate ] = useLocation();
	return (
		<MenuDropdown
			className="eventsmith-app__menu-group"
			placement="bottom-start"
			items={ items.map( ( item ) => ( {
				label: item.label,
				onSelect: () => navigate( item.to ),
			} ) ) }
			renderToggle={ ( { isOpen, onToggle, ref } ) => (
				<button
					ref={ ref }
					type="button"
					className="components-button eventsmith-app__menu-button"
					aria-expanded={ isOpen }
					aria-haspopup="menu"
					aria-current={ isActive ? 'page' : undefined }
					onClick={ onToggle }
				>
					{ label }
					<Icon icon={ chevronDown } size={ 18 } />
				</button>
			) }
		/>
	);
}

export function MenuLink( {
	label,
	to,
	isActive,
}: Item & { isActive: boolean } ) {
	const href = useHashHref();
	return (
		<LightButton
			className="eventsmith-app__menu-button"
			href={ href( to ) }
			attributes={ { 'aria-current': isActive ? 'page' : undefined } }
		>
			{ label }
		</LightButton>
	);
}
