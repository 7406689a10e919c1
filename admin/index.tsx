/**
 * Entry point of the Eventsmith admin dashboard.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { App } from './app/app';
import './index.scss';

domReady( () => {
	const container = document.getElementById( 'eventsmith-dashboard' );
	const boot = window.eventsmithDashboard;
	if ( ! container || ! boot ) {
		return;
	}
	createRoot( container ).render( <App boot={ boot } /> );
} );
