/**
 * Entry point of the Eventsmith template builder.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { TemplateBuilderApp } from './editor/template-builder-app';
import './index.scss';

domReady( () => {
	const container = document.getElementById( 'eventsmith-template-builder' );
	const boot = window.eventsmithTemplateBuilder;
	if ( ! container || ! boot ) {
		return;
	}
	createRoot( container ).render( <TemplateBuilderApp boot={ boot } /> );
} );
