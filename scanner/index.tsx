/**
 * Entry point of the door-staff ticket scanner (element-driven, no routes).
 */
import domReady from '@wordpress/dom-ready';
import { mountScanners } from './mount';
import './index.scss';

domReady( () => mountScanners() );
