<?php
/**
 * What a template is for.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

defined( 'ABSPATH' ) || exit;

/**
 * Event landing pages, certificates and tickets.
 */
enum TemplateType: string {
	case Event       = 'event';
	case Certificate = 'certificate';
	case Ticket      = 'ticket';

	/**
	 * Whether templates of this type are printed on a page of fixed size.
	 */
	public function has_page(): bool {
		return self::Event !== $this;
	}
}
