/**
 * Entry point of the Eventsmith template builder. Its first screen, the
 * template list, needs no block editor: the editor's scripts load when a
 * template is opened (see editor/editor-chunk.ts).
 */
import apiFetch from '@wordpress/api-fetch';
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { App } from './app/app';
import './blocks/styles';
import './index.scss';

domReady( () => {
	const container = document.getElementById( 'eventsmith-template-builder' );
	const boot = window.eventsmithTemplateBuilder;
	if ( ! container || ! boot ) {
		return;
	}
	if ( boot.preload ) {
		apiFetch.use( apiFetch.createPreloadingMiddleware( boot.preload ) );
	}
	document.body.classList.add( 'eventsmith-template-builder-screen' );
	createRoot( container ).render( <App boot={ boot } /> );
} );
