/**
 * Body settings of a template (background colour and image, padding), per
 * device for event templates, kept in `template_css`: a comment carrying the
 * settings as JSON (so the builder can read them back) followed by the CSS
 * the rendered template needs.
 */
import type { Device } from './page-size';

export interface BodyStyle {
	backgroundColor?: string;
	backgroundImage?: string;
	padding?: string;
}

export type BodyStyling = Partial< Record< Device, BodyStyle > >;

/** The element that wraps a template's blocks, in the builder and when rendered. */
export const BODY_SELECTOR = '.eventsmith-template-page';

const MARKER = 'eventsmith:body';
const CASCADE: Record< Device, Device[] > = {
	desktop: [ 'desktop' ],
	tablet: [ 'desktop', 'tablet' ],
	mobile: [ 'desktop', 'tablet', 'mobile' ],
};
const MEDIA: Record< Exclude< Device, 'desktop' >, string > = {
	tablet: '@media (max-width: 768px)',
	mobile: '@media (max-width: 480px)',
};

function cssValue( value: string ): string {
	return value.replace( /[;{}<>]|\/\*|\*\//g, '' ).trim();
}

function cssUrl( url: string ): string {
	return `url("${ url.replace( /["\\\n\r<>]|\*\//g, '' ) }")`;
}

/**
 * CSS declarations of one device's body style.
 *
 * @param style Body style.
 */
export function declarations( style: BodyStyle | undefined ): string {
	if ( ! style ) {
		return '';
	}
	const parts: string[] = [];
	if ( style.backgroundColor ) {
		parts.push( `background-color:${ cssValue( style.backgroundColor ) }` );
	}
	if ( style.backgroundImage ) {
		parts.push(
			`background-image:${ cssUrl( style.backgroundImage ) }`,
			'background-size:cover',
			'background-position:center',
			'background-repeat:no-repeat'
		);
	}
	if ( style.padding ) {
		parts.push( `padding:${ cssValue( style.padding ) }` );
	}
	return parts.join( ';' );
}

function isEmpty( styling: BodyStyling ): boolean {
	return Object.values( styling ).every(
		( style ) => ! declarations( style )
	);
}

/**
 * The `template_css` of a body styling ('' when nothing is set).
 *
 * @param styling Body styling per device.
 */
export function bodyStylingToCss( styling: BodyStyling ): string {
	if ( isEmpty( styling ) ) {
		return '';
	}
	const json = JSON.stringify( styling )
		.replace( /\*\//g, '*\\/' )
		.replace( /</g, '\\u003c' );
	const rules = [ `/* ${ MARKER } ${ json } */` ];
	const desktop = declarations( styling.desktop );
	if ( desktop ) {
		rules.push( `${ BODY_SELECTOR }{${ desktop }}` );
	}
	( [ 'tablet', 'mobile' ] as const ).forEach( ( device ) => {
		const css = declarations( styling[ device ] );
		if ( css ) {
			rules.push( `${ MEDIA[ device ] }{${ BODY_SELECTOR }{${ css }}}` );
		}
	} );
	return rules.join( '\n' );
}

/**
 * Reads the body styling back from `template_css` (empty when there is none
 * or it cannot be read).
 *
 * @param css Stored template CSS.
 */
export function bodyStylingFromCss( css: string ): BodyStyling {
	const match = css.match( /\/\* eventsmith:body (\{[\s\S]*?\}) \*\// );
	if ( ! match?.[ 1 ] ) {
		return {};
	}
	try {
		const parsed: unknown = JSON.parse( match[ 1 ] );
		return parsed && typeof parsed === 'object'
			? ( parsed as BodyStyling )
			: {};
	} catch {
		return {};
	}
}

/**
 * CSS for the builder canvas: the device being edited is shown with the
 * styles that apply at that width (desktop, then the narrower overrides).
 *
 * @param styling Body styling.
 * @param device  Previewed device.
 */
export function canvasBodyCss( styling: BodyStyling, device: Device ): string {
	const order = CASCADE[ device ];
	return order
		.map( ( key ) => declarations( styling[ key ] ) )
		.filter( Boolean )
		.map( ( css ) => `${ BODY_SELECTOR }{${ css }}` )
		.join( '\n' );
}
