/**
 * A toggle that opens a menu in a popover, with the markup and classes of
 * `@wordpress/components`' Dropdown / DropdownMenu + MenuItem (so it looks
 * the same) and their keyboard behaviour: the first item takes focus on
 * open, arrow keys, Home and End move between items, Escape closes and
 * returns focus to the toggle, and a click or focus outside closes it.
 */
import {
	createPortal,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

/** Space between the toggle and the menu, as a components Popover leaves it. */
const GAP = 13;

export type MenuEntry = {
	label: string;
	onSelect: () => void;
	isDestructive?: boolean;
};

type ToggleProps = {
	isOpen: boolean;
	onToggle: () => void;
	ref: ( node: HTMLButtonElement | null ) => void;
};

type Props = {
	/** Class of the wrapper, next to `components-dropdown`. */
	className: string;
	/** Extra class of the popover. */
	popoverClassName?: string;
	placement: 'bottom-start' | 'bottom-end';
	/** When set, the items sit in a `role="menu"` with this name (DropdownMenu). */
	menuLabel?: string;
	items: MenuEntry[];
	renderToggle: ( props: ToggleProps ) => ReactNode;
};

function focusItem(
	menu: HTMLElement | null,
	move: ( i: number, n: number ) => number
) {
	const items = Array.from(
		menu?.querySelectorAll< HTMLElement >( '[role="menuitem"]' ) ?? []
	);
	if ( items.length === 0 ) {
		return;
	}
	const current = items.indexOf(
		menu?.ownerDocument.activeElement as HTMLElement
	);
	items[
		( move( current, items.length ) + items.length ) % items.length
	]?.focus();
}

const MOVES: Record< string, ( i: number, n: number ) => number > = {
	ArrowDown: ( i ) => i + 1,
	ArrowUp: ( i ) => i - 1,
	Home: () => 0,
	End: ( _, n ) => n - 1,
};

/**
 * Keyboard inside an open menu: arrows, Home and End move, Escape closes.
 *
 * @param event   The key press.
 * @param menu    The open popover.
 * @param onClose Closes the menu and returns focus to its toggle.
 */
function menuKey(
	event: KeyboardEvent,
	menu: HTMLElement | null,
	onClose: () => void
) {
	if ( event.key === 'Escape' ) {
		event.preventDefault();
		event.stopPropagation();
		onClose();
		return;
	}
	const move = MOVES[ event.key ];
	if ( move ) {
		event.preventDefault();
		focusItem( menu, move );
	}
}

export function MenuDropdown( {
	className,
	popoverClassName,
	placement,
	menuLabel,
	items,
	renderToggle,
}: Props ) {
	const [ isOpen, setOpen ] = useState( false );
	const [ position, setPosition ] = useState< {
		x: number;
		y: number;
	} | null >( null );
	const toggle = useRef< HTMLButtonElement | null >( null );
	const popover = useRef< HTMLDivElement | null >( null );

	const close = ( refocus: boolean ) => {
		setOpen( false );
		setPosition( null );
		if ( refocus ) {
			toggle.current?.focus();
		}
	};

	useLayoutEffect( () => {
		if ( ! isOpen || ! toggle.current || ! popover.current ) {
			return;
		}
		const anchor = toggle.current.getBoundingClientRect();
		const width = popover.current.offsetWidth;
		setPosition( {
			x: Math.round(
				( placement === 'bottom-end'
					? anchor.right - width
					: anchor.left ) + window.scrollX
			),
			y: Math.round( anchor.bottom + window.scrollY + GAP ),
		} );
	}, [ isOpen, placement ] );

	useEffect( () => {
		if ( ! isOpen ) {
			return;
		}
		focusItem( popover.current, () => 0 );
		const outside = ( event: Event ) => {
			const target = event.target as Node;
			if (
				! popover.current?.contains( target ) &&
				! toggle.current?.contains( target )
			) {
				close( false );
			}
		};
		const menu = popover.current;
		const keys = ( event: KeyboardEvent ) =>
			menuKey( event, menu, () => close( true ) );
		document.addEventListener( 'mousedown', outside );
		document.addEventListener( 'focusin', outside );
		menu?.addEventListener( 'keydown', keys );
		return () => {
			document.removeEventListener( 'mousedown', outside );
			document.removeEventListener( 'focusin', outside );
			menu?.removeEventListener( 'keydown', keys );
		};
	}, [ isOpen ] );

	const group = (
		<div className="components-menu-group">
			<div role="group">
				{ items.map( ( item ) => (
					<button
						key={ item.label }
						type="button"
						role="menuitem"
						className={ `components-button components-menu-item__button${
							item.isDestructive ? ' is-destructive' : ''
						}` }
						onClick={ () => {
							close( false );
							item.onSelect();
						} }
					>
						<span className="components-menu-item__item">
							{ item.label }
						</span>
					</button>
				) ) }
			</div>
		</div>
	);

	return (
		<div className={ `components-dropdown ${ className }` } tabIndex={ -1 }>
			{ renderToggle( {
				isOpen,
				onToggle: () => ( isOpen ? close( false ) : setOpen( true ) ),
				ref: ( node ) => {
					toggle.current = node;
				},
			} ) }
			{ isOpen &&
				createPortal(
					<div
						ref={ popover }
						className={ [
							'components-popover components-dropdown__content',
							popoverClassName,
							position && 'is-positioned',
						]
							.filter( Boolean )
							.join( ' ' ) }
						tabIndex={ -1 }
						style={ {
							position: 'absolute',
							top: 0,
							left: 0,
							opacity: position ? 1 : 0,
							transform: position
								? `translateX(${ position.x }px) translateY(${ position.y }px)`
								: undefined,
						} }
					>
						<div className="components-popover__content">
							{ menuLabel ? (
								<div
									role="menu"
									aria-orientation="vertical"
									aria-label={ menuLabel }
									className="components-dropdown-menu__menu"
								>
									{ group }
								</div>
							) : (
								group
							) }
						</div>
					</div>,
					document.body
				) }
		</div>
	);
}
