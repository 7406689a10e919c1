<?php
declare(strict_types = 1);

namespace BaconQrCode\Exception;

final class OutOfBoundsException extends \OutOfBoundsException implements ExceptionInterface
{
}
