/**
 * Entry point of the Eventsmith admin dashboard.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { App } from './app/app';
import { boot } from './app/boot';
import './index.scss';

domReady( () => {
	const container = document.getElementById( 'eventsmith-dashboard' );
	const data = window.eventsmithDashboard;
	if ( ! container || ! data ) {
		return;
	}
	boot( data );
	createRoot( container ).render( <App /> );
} );
