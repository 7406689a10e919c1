/**
 * One entry of the header menu: a group that opens a list of links, or a
 * single link.
 */
import {
	Button,
	Dropdown,
	Icon,
	MenuGroup as Items,
	MenuItem,
} from '@wordpress/components';
import { chevronDown } from '@wordpress/icons';
import { useLocation } from 'wouter';
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
		<Dropdown
			className="eventsmith-app__menu-group"
			popoverProps={ { placement: 'bottom-start' } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					className="eventsmith-app__menu-button"
					aria-expanded={ isOpen }
					aria-haspopup="menu"
					aria-current={ isActive ? 'page' : undefined }
					onClick={ onToggle }
				>
					{ label }
					<Icon icon={ chevronDown } size={ 18 } />
				</Button>
			) }
			renderContent={ ( { onClose } ) => (
				<Items>
					{ items.map( ( item ) => (
						<MenuItem
							key={ item.to }
							onClick={ () => {
								onClose();
								navigate( item.to );
							} }
						>
							{ item.label }
						</MenuItem>
					) ) }
				</Items>
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
		<Button
			className="eventsmith-app__menu-button"
			href={ href( to ) }
			aria-current={ isActive ? 'page' : undefined }
		>
			{ label }
		</Button>
	);
}
