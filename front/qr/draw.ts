/**
 * Fills one QR holder element with the image of its address.
 */
import { QR_RULES } from './qr-rules';

interface QrLibrary {
	toDataURL: ( text: string, options: object ) => Promise< string >;
}
export type LoadQrLibrary = () => Promise< unknown >;

function asLibrary( loaded: unknown ): QrLibrary | undefined {
	const candidate = ( loaded as { default?: unknown } )?.default ?? loaded;
	return typeof ( candidate as Partial< QrLibrary > )?.toDataURL ===
		'function'
		? ( candidate as QrLibrary )
		: undefined;
}

function say( holder: HTMLElement, text: string ): void {
	const message = document.createElement( 'p' );
	message.className = 'eventsmith-qr-code__error';
	message.setAttribute( 'role', 'alert' );
	message.textContent = text;
	holder.prepend( message );
}

/**
 * Draws the code of `holder.dataset.eventsmithQr` into the holder.
 *
 * @param holder Element with data-eventsmith-qr, data-size and the message texts.
 * @param load   Loads the QR library.
 */
export async function drawInto(
	holder: HTMLElement,
	load: LoadQrLibrary
): Promise< void > {
	const text = holder.dataset.eventsmithQr ?? '';
	const size = Number( holder.dataset.size ) || 160;
	let library: QrLibrary | undefined;
	try {
		library = asLibrary( await load() );
	} catch {
		library = undefined;
	}
	if ( ! library ) {
		say( holder, holder.dataset.missingText || 'QR Library not found !' );
		return;
	}
	try {
		if ( text.trim() === '' ) {
			throw new Error( 'empty' );
		}
		const url = await library.toDataURL( text, {
			...QR_RULES,
			width: size * 2,
		} );
		const image = document.createElement( 'img' );
		image.className = 'eventsmith-qr-code__image';
		image.src = url;
		image.width = size;
		image.height = size;
		image.alt = holder.dataset.alt ?? '';
		holder.prepend( image );
		holder.classList.add( 'is-drawn' );
		if ( holder.dataset.showLink !== '1' ) {
			holder
				.querySelector( '.eventsmith-qr-code__link' )
				?.classList.add( 'is-hidden' );
		}
	} catch {
		say( holder, holder.dataset.errorText || 'Could not generate QR!' );
	}
}
