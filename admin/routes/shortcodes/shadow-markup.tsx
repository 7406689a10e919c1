/**
 * Server markup shown inside a shadow root, so the dashboard's styles and
 * the widget's cannot meet (the same isolation the embed script uses).
 * Scripts in the markup never run; links do not leave the dashboard.
 */
import { useEffect, useRef } from '@wordpress/element';

const BASE_CSS =
	':host{all:initial;display:block;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;font-size:15px;line-height:1.5}img{max-width:100%;height:auto}a{color:#2271b1}';

type Props = {
	html: string;
	css: string;
	label: string;
};

export function ShadowMarkup( { html, css, label }: Props ) {
	const host = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const element = host.current;
		if ( ! element ) {
			return;
		}
		let root = element.shadowRoot;
		if ( ! root ) {
			root = element.attachShadow( { mode: 'open' } );
			// A preview, not a way out of the dashboard: links and forms inside do nothing.
			root.addEventListener( 'click', ( event ) => {
				if (
					event
						.composedPath()
						.some( ( node ) => node instanceof HTMLAnchorElement )
				) {
					event.preventDefault();
				}
			} );
			root.addEventListener( 'submit', ( event ) =>
				event.preventDefault()
			);
		}
		const style = document.createElement( 'style' );
		style.textContent = BASE_CSS + css;
		const body = document.createElement( 'div' );
		body.innerHTML = html;
		root.replaceChildren( style, body );
	}, [ html, css ] );
	return (
		<div
			ref={ host }
			className="eventsmith-shortcodes__frame"
			role="region"
			aria-label={ label }
		/>
	);
}
