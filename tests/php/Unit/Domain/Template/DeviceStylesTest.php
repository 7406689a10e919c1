<?php
/**
 * Tests of per-device block styles turned into scoped CSS.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Template;

use Eventsmith\Domain\Template\DeviceStyles;
use PHPUnit\Framework\TestCase;

final class DeviceStylesTest extends TestCase {

	public function test_tb_40_desktop_applies_everywhere_tablet_at_768_and_mobile_at_480(): void {
		$css = DeviceStyles::css(
			'.b',
			array(
				'Desktop' => array( 'backgroundColor' => '#fff', 'fontSize' => '20px' ),
				'Tablet'  => array( 'fontSize' => '16px' ),
				'Mobile'  => array( 'textAlign' => 'center' ),
			)
		);
		$this->assertSame(
			'.b{background-color:#fff;font-size:20px}'
			. '@media (max-width:768px){.b{font-size:16px}}'
			. '@media (max-width:480px){.b{text-align:center}}',
			$css
		);
	}

	public function test_empty_devices_and_non_arrays_give_no_css(): void {
		$this->assertSame( '', DeviceStyles::css( '.b', null ) );
		$this->assertSame( '', DeviceStyles::css( '.b', 'color:red' ) );
		$this->assertSame( '.b{color:red}', DeviceStyles::css( '.b', array( 'Desktop' => array( 'color' => 'red' ), 'Tablet' => array( 'color' => ' ' ), 'Mobile' => array() ) ) );
	}

	public function test_declarations_that_could_break_out_are_dropped(): void {
		$this->assertSame(
			'color:red',
			DeviceStyles::declarations(
				array(
					'color'      => 'red',
					'background' => 'url(x);}body{display:none',
					'margin'     => '</style><script>',
					'padding'    => 'expression(alert(1))',
					'font-Size;' => '2px',
					'width'      => array( '1px' ),
				)
			)
		);
	}
}
